// Generated code. Do not modify. Run npm run gen.
export const validate = validate63;

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.needValid === undefined) && (missing0 = "needValid")){
validate63.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.needValid !== undefined){
let data0 = data.needValid;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate63.errors = [{instancePath:instancePath+"/needValid",keyword:"type",message:"must be integer"}];
return false;
}
if(!((data0 === 0) || (data0 === 1))){
validate63.errors = [{instancePath:instancePath+"/needValid",keyword:"enum",message:"must be equal to one of the allowed values"}];
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
validate63.errors = [{instancePath:instancePath+"/repayRecordId",keyword:"type",message:"must be string,integer"}];
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
validate63.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
