// Generated code. Do not modify. Run npm run gen.
export const validate = validate41;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.lendDetailsUrl === undefined) && (missing0 = "lendDetailsUrl")){
validate41.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.lendDetailsUrl !== undefined){
if(typeof data.lendDetailsUrl !== "string"){
validate41.errors = [{instancePath:instancePath+"/lendDetailsUrl",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate41.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
