// Generated code. Do not modify. Run npm run gen.
export const validate = validate63;
const schema64 = {"type":"object","properties":{"needValid":{"type":"integer","enum":[0,1]},"repayRecordId":{"type":["string","integer"]}},"required":["needValid"]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.needValid === undefined) && (missing0 = "needValid")){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.needValid !== undefined){
let data0 = data.needValid;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate63.errors = [{instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data0 === 0) || (data0 === 1))){
validate63.errors = [{instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/enum",keyword:"enum",params:{allowedValues: schema64.properties.needValid.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayRecordId !== undefined){
let data1 = data.repayRecordId;
const _errs3 = errors;
if((typeof data1 !== "string") && (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))))){
validate63.errors = [{instancePath:instancePath+"/repayRecordId",schemaPath:"#/properties/repayRecordId/type",keyword:"type",params:{type: schema64.properties.repayRecordId.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
